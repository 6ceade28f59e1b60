"use client";

import { onDemand } from "@/lib/client/on-demand";
import { Component, useState, type ComponentProps, type ReactNode } from "react";
import type { ChatMapLibre as ChatMapLibreView } from "./chat-map-libre";
import { useTranslations } from "@/lib/i18n/client";

// ARCHITECTURE "maps": MapLibre (about 250 KB) is fetched only when a location modal opens, never with the chat list.
const ChatMapLibre = onDemand<ComponentProps<typeof ChatMapLibreView>>(() => import("./chat-map-libre").then((m) => ({ default: m.ChatMapLibre })), {
  ssr: false,
  loading: <div className="size-full animate-pulse bg-gray-100" />,
}).View;

/** Without WebGL MapLibre cannot draw: the modal then says so instead of taking the page down. */
class MapBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export interface ChatMapProps {
  latitude: number;
  longitude: number;
  zoom: number;
  label: string;
  onPick?: (latitude: number, longitude: number) => void;
  onCentre?: (latitude: number, longitude: number) => void;
}

/** The lazy chat map with its "cannot be shown" fallback; render it only inside an open modal. */
export function ChatMap(props: ChatMapProps) {
  const t = useTranslations("chatTools");
  const [failed, setFailed] = useState(false);
  const fallback = <p className="grid size-full place-items-center p-6 text-center text-gray-700">{t("mapUnavailable")}</p>;
  if (failed) return fallback;
  return (
    <MapBoundary fallback={fallback}>
      <ChatMapLibre {...props} onError={() => setFailed(true)} />
    </MapBoundary>
  );
}
