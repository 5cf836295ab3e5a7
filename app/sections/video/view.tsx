import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { PlayIcon } from "~/components/ui/icons";
import type { VideoProps } from "./schema";

const PROVIDERS = {
  youtube: {
    name: "YouTube",
    watch: (id: string) => `https://www.youtube.com/watch?v=${id}`,
    // The no-cookie host sets no tracking cookies until the video plays.
    embed: (id: string) => `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`,
  },
  vimeo: {
    name: "Vimeo",
    watch: (id: string) => `https://vimeo.com/${id}`,
    embed: (id: string) => `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1`,
  },
} as const;

// Nothing loads from the video's provider until the visitor asks. Without JavaScript the play
// control is a link to the video on the provider's site; with it, a button that swaps the
// poster for the provider's player.
export function Video({ props }: { props: VideoProps }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const provider = PROVIDERS[props.provider] ?? PROVIDERS.youtube;
  const id = encodeURIComponent(props.videoId ?? "");
  const label = t("sections.video.play", { title: props.title });

  // Keyboard and screen-reader users land in the player they just asked for.
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  return (
    <section className="section video">
      <div className="container container--narrow">
        {props.title ? <h2 className="section__title">{props.title}</h2> : null}
        <div className="video__frame">
          {playing ? (
            <iframe
              ref={frame}
              src={provider.embed(id)}
              title={props.title}
              allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          ) : (
            <>
              {props.media ? (
                <ResponsiveImage media={props.media} sizes={["MediumSize", "LargeSize", "FullHDSize"]} display="(min-width: 900px) 860px, 100vw" alt="" className="video__poster" />
              ) : null}
              {hydrated ? (
                <button type="button" className="video__play" onClick={() => setPlaying(true)}>
                  <PlayIcon width={40} height={40} />
                  <span className="visually-hidden">{label}</span>
                </button>
              ) : (
                <a href={provider.watch(id)} className="video__play" rel="noopener noreferrer">
                  <PlayIcon width={40} height={40} />
                  <span className="visually-hidden">{label}</span>
                </a>
              )}
            </>
          )}
        </div>
        {playing ? null : <p className="video__notice">{t("sections.video.notice", { provider: provider.name })}</p>}
      </div>
    </section>
  );
}
