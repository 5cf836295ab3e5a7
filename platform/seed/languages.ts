import type { Language } from "../contract";

/**
 * The built-in languages as [id, ISO 639-2/T code, ISO 639-1 code]. Ids are the platform's
 * stable ids: Croatian is 41 (SPEC section 9), the others follow the alphabet of their codes.
 */
const LANGUAGE_CODES: readonly [number, string, string][] = [
  [1, "afr", "af"],
  [2, "amh", "am"],
  [3, "ara", "ar"],
  [4, "aze", "az"],
  [5, "bel", "be"],
  [6, "ben", "bn"],
  [7, "bos", "bs"],
  [8, "bul", "bg"],
  [9, "cat", "ca"],
  [10, "ces", "cs"],
  [11, "cym", "cy"],
  [12, "dan", "da"],
  [13, "deu", "de"],
  [14, "ell", "el"],
  [15, "eng", "en"],
  [16, "epo", "eo"],
  [17, "est", "et"],
  [18, "eus", "eu"],
  [19, "fas", "fa"],
  [20, "fin", "fi"],
  [21, "fra", "fr"],
  [22, "gle", "ga"],
  [23, "glg", "gl"],
  [24, "guj", "gu"],
  [25, "heb", "he"],
  [26, "hin", "hi"],
  [27, "hun", "hu"],
  [28, "hye", "hy"],
  [29, "ind", "id"],
  [30, "isl", "is"],
  [31, "ita", "it"],
  [32, "jpn", "ja"],
  [33, "kan", "kn"],
  [34, "kat", "ka"],
  [35, "kaz", "kk"],
  [36, "khm", "km"],
  [37, "kir", "ky"],
  [38, "kor", "ko"],
  [39, "lao", "lo"],
  [40, "lav", "lv"],
  [41, "hrv", "hr"],
  [42, "lit", "lt"],
  [43, "mal", "ml"],
  [44, "mar", "mr"],
  [45, "mkd", "mk"],
  [46, "mlt", "mt"],
  [47, "mon", "mn"],
  [48, "msa", "ms"],
  [49, "mya", "my"],
  [50, "nep", "ne"],
  [51, "nld", "nl"],
  [52, "nob", "nb"],
  [53, "pan", "pa"],
  [54, "pol", "pl"],
  [55, "por", "pt"],
  [56, "ron", "ro"],
  [57, "rus", "ru"],
  [58, "sin", "si"],
  [59, "slk", "sk"],
  [60, "slv", "sl"],
  [61, "som", "so"],
  [62, "spa", "es"],
  [63, "sqi", "sq"],
  [64, "srp", "sr"],
  [65, "swa", "sw"],
  [66, "swe", "sv"],
  [67, "tam", "ta"],
  [68, "tel", "te"],
  [69, "tgk", "tg"],
  [70, "tha", "th"],
  [71, "tuk", "tk"],
  [72, "tur", "tr"],
  [73, "ukr", "uk"],
  [74, "urd", "ur"],
  [75, "uzb", "uz"],
  [76, "vie", "vi"],
  [77, "xho", "xh"],
  [78, "yor", "yo"],
  [79, "zho", "zh"],
  [80, "zul", "zu"],
];

/** The id and ISO 639-2 code of a built-in language, by its two-letter code. */
export function builtInLanguage(code2: string): { id: number; code: string } {
  const entry = LANGUAGE_CODES.find((candidate) => candidate[2] === code2);
  if (!entry) throw new Error(`Not a built-in language: ${code2}`);
  return { id: entry[0], code: entry[1] };
}

/** The languages with their names in Croatian, English, German, Serbian and their own. */
export function languageRows(): Language[] {
  const namesIn = (locale: string) => new Intl.DisplayNames([locale], { type: "language" });
  const [hrv, eng, ger, srp] = ["hr", "en", "de", "sr-Latn"].map(namesIn);
  return LANGUAGE_CODES.map(([id, code, code2]) => ({
    id,
    code,
    code2,
    name_hrv: hrv.of(code2) ?? code2,
    name_eng: eng.of(code2) ?? code2,
    name_ger: ger.of(code2) ?? code2,
    name_srp: srp.of(code2) ?? code2,
    name: namesIn(code2).of(code2) ?? code2,
  }));
}
