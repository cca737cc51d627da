import type { DomainsContent } from "@/content/types";

export const domains = {
  tagline: "The fields of technology our analysts, drafters and illustrators work in",
  intro: [
    {
      type: "paragraph",
      text: "A patent search is only as good as the searcher's grasp of the technology. Synonyms, classification codes and the way a field describes its own inventions differ between a turbine blade and a gene-editing vector, so we assign each matter to analysts who trained and work in that field.",
    },
    {
      type: "paragraph",
      text: "Below are the seven domains we cover most often, with examples of the sub-fields inside each. The lists are not exhaustive: if your technology sits between two of them, or outside all seven, [tell us about it](/contact-us) and we will say honestly whether we have the right people.",
    },
  ],
  domains: [
    {
      id: "aerospace",
      title: "Aerospace",
      text: "Aircraft, spacecraft and the systems that fly them, where patents often combine mechanical design, materials and control software in a single claim.",
      items: [
        "Airframe structures and composite materials",
        "Gas turbine and electric propulsion",
        "Avionics, flight control and navigation systems",
        "Unmanned aerial vehicles and their payloads",
        "Satellite platforms and space launch systems",
        "Cabin systems, landing gear and actuation",
      ],
      image: {
        scene: "aircraft-plan",
        icon: "plane",
        alt: "An airliner in plan view on a dashed climb-out path, with reference numerals",
      },
    },
    {
      id: "biotechnology",
      title: "Biotechnology",
      text: "Inventions defined by sequences, organisms and processes, where searching means comparing nucleotide and protein sequences as well as words.",
      items: [
        "Antibodies and therapeutic proteins",
        "Gene editing and gene therapy vectors",
        "Vaccines and immunology",
        "Diagnostic assays and biomarkers",
        "Industrial enzymes and fermentation",
        "Plant and agricultural biotechnology",
      ],
      image: {
        scene: "sequence-listing",
        icon: "dna",
        alt: "A sequence listing, SEQ ID NO: 1, beside a DNA double helix",
      },
    },
    {
      id: "software",
      title: "Software",
      text: "Computer-implemented inventions, where patent eligibility rules differ between the USPTO, the EPO and the Indian Patent Office and claims must be read against code and product behavior.",
      items: [
        "Machine learning and data analytics",
        "Cloud computing and distributed systems",
        "Cybersecurity and cryptography",
        "User interfaces and mobile applications",
        "Databases, search and recommendation systems",
        "Financial technology and payment processing",
      ],
      image: {
        scene: "software-flow",
        icon: "code",
        alt: "A program window of indented code beside the flowchart it runs, with reference numerals",
      },
    },
    {
      id: "life-science-chemistry",
      title: "Life Science & Chemistry",
      text: "Compounds, formulations and processes, where structure and Markush searches find what keywords miss and small differences in a substituent can decide novelty.",
      items: [
        "Small-molecule pharmaceuticals and formulations",
        "Polymers, coatings and specialty materials",
        "Catalysis and chemical process engineering",
        "Agrochemicals and crop protection",
        "Food science, nutrition and cosmetics",
        "Battery chemistry and energy storage materials",
      ],
      image: {
        scene: "molecule-flask",
        icon: "flask",
        alt: "A substituted benzene ring beside a conical flask of reagent",
      },
    },
    {
      id: "engineering",
      title: "Engineering",
      text: "Machines, structures and manufacturing methods, where drawings carry much of the disclosure and a search often turns on a mechanism's geometry.",
      items: [
        "Mechanical design and power transmission",
        "Automotive and electric vehicle systems",
        "Manufacturing, robotics and automation",
        "Civil and structural engineering",
        "Renewable energy and power generation",
        "Heating, ventilation and fluid handling",
      ],
      image: {
        scene: "gear-train",
        icon: "factory",
        alt: "Two meshing spur gears on their shafts, with a dimension line",
      },
    },
    {
      id: "electronics-telecommunications",
      title: "Electronics & Telecommunications",
      text: "Circuits, devices and networks, including standard-essential patents, where claims are mapped against technical standards and product teardowns.",
      items: [
        "Semiconductor devices and integrated circuits",
        "Wireless communication and cellular standards",
        "Networking hardware and protocols",
        "Signal processing, audio and video coding",
        "Sensors, displays and consumer electronics",
        "Power electronics and battery management",
      ],
      image: {
        scene: "circuit-antenna",
        icon: "cpu",
        alt: "A chip on a circuit board beside a radio mast sending waves",
      },
    },
    {
      id: "medical-devices",
      title: "Medical Devices",
      text: "Instruments, implants and diagnostic equipment, where mechanical, electronic and biological know-how meet and design patents often sit beside utility patents.",
      items: [
        "Surgical instruments and minimally invasive tools",
        "Implants, stents and orthopedic devices",
        "Drug delivery devices and infusion systems",
        "Patient monitoring and wearable health devices",
        "Medical imaging equipment",
        "In-vitro diagnostic instruments",
      ],
      image: {
        scene: "monitor-stent",
        icon: "heart-pulse",
        alt: "A patient monitor showing a heartbeat trace above an expanded stent",
      },
    },
  ],
  closing:
    "Whichever field your invention belongs to, the same process applies: a matched analyst, a documented search strategy and a second review. See our [patent search services](/patentability-search) or [patent drafting](/patent-drafting) to learn how the work is done.",
} satisfies DomainsContent;
