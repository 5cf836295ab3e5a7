import { SCHOOL_CONTACT } from "../sites/common";
import { schoolPosts } from "./school-posts";
import type { ContentSeed } from "./types";

// The school's blog, events, comments and forms (hr). Comment rules as SPEC 6 gives them.

export const schoolContent: ContentSeed = {
  language: "hr",
  mediaFolder: "school",
  categories: [
    { slug: "vijesti", title: "Vijesti", description: "Obavijesti škole za učenike, roditelje i buduće učenike." },
    { slug: "dogadanja", title: "Događanja", description: "Priredbe, izleti, predavanja i druga događanja u školi i izvan nje." },
    { slug: "natjecanja", title: "Natjecanja", description: "Uspjesi naših učenika na natjecanjima iz znanja i vještina." },
    { slug: "projekti", title: "Projekti", description: "Erasmus+, volonterski, ekološki i istraživački projekti škole." },
    { slug: "sport", title: "Sport", description: "Školske sportske ekipe, turniri i rekreacija." },
  ],
  posts: schoolPosts,
  events: [
    {
      slug: "dan-otvorenih-vrata-proljece",
      title: "Dan otvorenih vrata",
      inDays: 6,
      startTime: "10:00",
      hours: 4,
      place: "Privatna gimnazija Obzor, Ilica 242, Zagreb",
      description:
        "<p>Ogledni satovi, obilazak škole i razgovor s nastavnicima za buduće učenike i njihove roditelje.</p><ul><li>10:00 – pozdravna riječ ravnateljice</li><li>10:30 – 13:00 ogledni satovi</li><li>13:00 – razgovori s razrednicima</li></ul>",
      palette: "meadow",
    },
    {
      slug: "roditeljski-sastanak-prvi-razredi",
      title: "Roditeljski sastanak za prve razrede",
      inDays: 11,
      startTime: "18:00",
      hours: 1.5,
      place: "Školska dvorana, 1. kat",
      description: "<p>Predstavljanje plana rada, izleta i izvannastavnih aktivnosti za roditelje učenika prvih razreda.</p>",
      palette: "horizon",
    },
    {
      slug: "proljetni-koncert-zbora",
      title: "Proljetni koncert školskog zbora",
      inDays: 20,
      startTime: "19:00",
      hours: 2,
      place: "Hrvatski glazbeni zavod, Gundulićeva 6, Zagreb",
      description:
        "<p>Školski zbor i bend izvode program od renesansnih madrigala do popularne glazbe. Ulaz je slobodan uz dobrovoljni prilog za nove instrumente.</p>",
      palette: "dusk",
    },
    {
      slug: "sportski-dan",
      title: "Sportski dan škole",
      inDays: 34,
      startTime: "09:00",
      hours: 6,
      place: "ŠRC Jarun, Zagreb",
      description:
        "<p>Cjelodnevni turniri u nogometu, odbojci i košarci te utrka oko jezera za učenike i nastavnike.</p><p>Ponesite sportsku opremu, vodu i kremu za sunčanje.</p>",
      palette: "sea",
    },
    {
      slug: "predavanje-umjetna-inteligencija",
      title: "Predavanje: Umjetna inteligencija u svakodnevici",
      inDays: 48,
      startTime: "17:30",
      hours: 1.5,
      place: "Školska knjižnica",
      description:
        "<p>Gost predavač s Fakulteta elektrotehnike i računarstva govori o tome kako rade jezični modeli i gdje ih već koristimo.</p>",
      palette: "slate",
    },
    {
      slug: "maturalna-svecanost",
      title: "Svečana podjela maturalnih svjedodžbi",
      inDays: 75,
      startTime: "12:00",
      place: "Školsko dvorište",
      description: "<p>Svečana podjela svjedodžbi maturantima uz prigodan program i druženje s roditeljima.</p>",
      palette: "sunset",
    },
    {
      slug: "dan-skole-proslava",
      title: "Proslava Dana škole",
      inDays: -21,
      startTime: "10:00",
      hours: 5,
      place: "Privatna gimnazija Obzor, Ilica 242, Zagreb",
      description: "<p>Svečana akademija, izložba radova i turnir u malom nogometu.</p>",
      palette: "dusk",
    },
  ],
  comments: [
    { post: "otvoreni-upisi-u-prvi-razred", author: "Marija Jurić", body: "Je li moguće doći na razgovor i u kolovozu?", rating: null, daysAfter: 1 },
    { post: "otvoreni-upisi-u-prvi-razred", author: "Tomislav Kovač", body: "Sve informacije su jasne, hvala!", rating: 5, daysAfter: 2 },
    { post: "drzavno-natjecanje-iz-matematike", author: "Ana Babić", body: "Bravo Luka, Ema i Petar! Sretno u Poreču.", rating: 5, daysAfter: 1 },
    { post: "drzavno-natjecanje-iz-matematike", author: "Ivan Horvat", body: "Odlična priprema, svaka čast mentorici.", rating: 4, daysAfter: 3 },
    { post: "dan-otvorenih-vrata", author: "Petra Šimić", body: "Bili smo prošle godine, jako lijepo iskustvo. Preporučujem svima.", rating: 5, daysAfter: 2 },
  ],
  forms: [
    {
      type: "contactForm",
      title: "Kontakt",
      description: "Pošaljite nam upit, javit ćemo se u roku od dva radna dana.",
      submitLabel: "Pošalji poruku",
      successMessage: "Hvala! Vaša poruka je poslana.",
      fields: [
        { name: "name", type: "text", label: "Ime i prezime", required: true },
        { name: "email", type: "email", label: "E-pošta", required: true },
        { name: "phone", type: "tel", label: "Telefon", required: false },
        { name: "message", type: "textarea", label: "Poruka", required: true },
      ],
    },
    {
      type: "newsletter",
      title: "Newsletter",
      description: "Jednom mjesečno: vijesti, događanja i rokovi upisa.",
      submitLabel: "Prijavi se",
      successMessage: "Hvala! Provjerite e-poštu i potvrdite prijavu.",
      fields: [{ name: "email", type: "email", label: "E-pošta", required: true }],
    },
  ],
  options: [
    { key: "CanCommentOnBlog", value: "RegisteredUsers" },
    { key: "RequireAdminPublishing", value: "true" },
    { key: "OneUserOneComment", value: "false" },
    { key: "UserCanEditComment", value: "true" },
    { key: "AnonymousCanMultipleReview", value: "false" },
    { key: "RequireRatingForComment", value: "false" },
    { key: "RequireCommentForRating", value: "true" },
    { key: "SendEmailTo", value: SCHOOL_CONTACT.email },
  ],
};
