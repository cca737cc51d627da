import { ImageResponse } from "next/og";

// The home-screen icon: app/icon.svg's mark on a full square (iOS rounds the corners itself).
export const size = { width: 180, height: 180 };
export const contentType = "image/png";

const MARK = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="4 4 24 24"><path d="M7 22a9 9 0 0 1 18 0" fill="none" stroke="#f6b73c" stroke-width="3"/><path d="M16 7v15M8 25h16" fill="none" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/></svg>',
)}`;

export default function AppleIcon() {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        background: "#10305a",
      }}
    >
      <img src={MARK} width={124} height={124} alt="" />
    </div>,
    size,
  );
}
