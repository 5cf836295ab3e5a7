import { ResponsiveImage } from "~/components/ui/responsive-image";
import { MailIcon, PhoneIcon } from "~/components/ui/icons";
import { telHref } from "~/lib/tel-href";
import type { TeamProps } from "./schema";

export function Team({ props }: { props: TeamProps }) {
  const members = props.members ?? [];
  return (
    <section className="section team">
      <div className="container">
        {props.title ? <h2 className="section__title">{props.title}</h2> : null}
        <ul className="team__grid">
          {members.map((member, index) => (
            <li key={`${member.name}-${index}`} className="team__member">
              {/* The name is right below the photo, so the photo's alt would only repeat it. */}
              {member.media ? (
                <ResponsiveImage media={member.media} sizes={["MediumSize", "PortraitSize"]} display="(min-width: 900px) 25vw, 50vw" alt="" className="team__photo" />
              ) : (
                <span className="team__photo team__photo--empty" aria-hidden="true">
                  {member.name.charAt(0)}
                </span>
              )}
              <h3 className="team__name">{member.name}</h3>
              {member.role ? <p className="team__role">{member.role}</p> : null}
              {member.email || member.phone ? (
                <ul className="team__contacts">
                  {member.email ? (
                    <li>
                      <MailIcon width={18} height={18} />
                      <a href={`mailto:${member.email}`}>
                        {/* Long addresses wrap after the "@", not in the middle of a word. */}
                        {member.email.split("@")[0]}@<wbr />
                        {member.email.split("@")[1]}
                      </a>
                    </li>
                  ) : null}
                  {member.phone ? (
                    <li>
                      <PhoneIcon width={18} height={18} />
                      <a href={telHref(member.phone)}>{member.phone}</a>
                    </li>
                  ) : null}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
