import type { ServicePage } from "@/content/types";

export const licensingAndLitigationSupport = {
  slug: "licensing-and-litigation-support",
  title: "Licensing and Litigation Support in India",
  group: "indian-patent",
  filedBy: "counsel",
  description:
    "Claim charts, validity searches, working-statement research and technical analysis for counsel in Indian patent licensing and infringement matters.",
  tagline: "Technical depth for Indian patent disputes and deals",
  body: [
    {
      type: "heading",
      text: "Technical groundwork for Indian patent matters",
    },
    {
      type: "paragraph",
      text: "Indian patent deals and disputes turn on technical questions: whether a product falls within the claims, whether the patent survives the prior art, and whether the invention is worked in India. We answer those questions for the advocates, in-house counsel and licensing teams who run the matter.",
    },
    {
      type: "paragraph",
      text: "Under Section 104 of the Patents Act, 1970, an infringement suit cannot be filed in a court below a District Court, and when the defendant counter-claims for revocation the suit and counter-claim go to the High Court. Since the Tribunals Reforms Act, 2021 abolished the Intellectual Property Appellate Board, revocation petitions under Section 64 are also heard by High Courts, and the Delhi High Court has a dedicated Intellectual Property Division. Patent suits are commercial disputes under the Commercial Courts Act, 2015, with its strict timelines for pleadings and documents.",
    },
    {
      type: "heading",
      text: "Support for licensing",
    },
    {
      type: "list",
      items: [
        "Claim mapping and [evidence-of-use charts](/eou-charts) that show which products in the Indian market read on which claims.",
        "Research into Form 27 working statements, which patentees now file once for each period of three financial years, within six months of its end, and which show how a patent is worked in India.",
        "Assessment of exposure to compulsory licensing under Section 84, which may be sought once three years have passed from the grant.",
        "Review of draft terms against Section 140, which voids conditions such as exclusive grant-backs, bars on challenging validity and coercive package licensing, and a reminder that assignments and licenses must be in writing (Section 68) and registered with the Controller (Section 69).",
      ],
    },
    {
      type: "heading",
      text: "Support for litigation",
    },
    {
      type: "list",
      items: [
        "Infringement analysis with element-by-element claim charts against the accused product or process.",
        "Prior-art and [validity searches](/patent-validity-and-invalidity-search) for a counter-claim or a revocation petition, including Indian public-use evidence.",
        "Prosecution history review, including the Form 3 record and the amendments made before grant.",
        "Technical briefs for counsel and expert witnesses on claim construction and the state of the art.",
        "Market and royalty research for damages and accounts of profits, drawn from our [market research and damage study](/market-research-damage-study) work.",
      ],
    },
    {
      type: "heading",
      text: "How an engagement runs",
    },
    {
      type: "definitions",
      ordered: true,
      items: [
        {
          title: "Scope and conflict check",
          text: "We agree the questions with counsel, run a conflict check and sign a non-disclosure agreement before any documents change hands.",
        },
        {
          title: "Collection",
          text: "Patents, file histories, product literature, samples or teardown data and the pleadings so far.",
        },
        {
          title: "Analysis and report",
          text: "Findings are written for counsel: each conclusion tied to a claim element, a document and a page.",
        },
        {
          title: "Follow-through",
          text: "As pleadings, written statements and expert reports arrive, we update the charts and searches rather than starting over.",
        },
      ],
    },
    {
      type: "paragraph",
      text: "You receive claim charts, search reports with full references, technical memos and, where useful, annotated figures, in formats your advocates can file or adapt. Turnaround is set against the court's or the counter-party's timetable at the start of each task. We work under counsel's direction and do not appear before courts or the Controller ourselves.",
    },
  ],
  whyUs: [
    {
      type: "paragraph",
      text: "Our analysts support registered patent agents and advocates at both ends of the Indian patent lifecycle, from drafting and prosecution to opposition and enforcement, so they know how claims read when they were written and how they are attacked later.",
    },
    {
      type: "paragraph",
      text: "Work product is addressed to counsel, kept to the named engagement team, and never shared with anyone else without counsel's written instruction.",
    },
  ],
} satisfies ServicePage;
