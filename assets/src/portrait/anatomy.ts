/**
 * The shared geometry of a Warlord portrait (512 x 512). Every layer draws against these numbers,
 * which is why Background, Suit, Face, Eyes, Hair and Special stack into one character.
 */

export const CANVAS = 512;
export const CX = 256;

/** The head: crown at y 112, temples at x 181 / 331, chin at y 296. */
export const HEAD =
  'M181,200 C181,128 216,110 256,110 C296,110 331,128 331,200 C331,252 303,292 256,298 C209,292 181,252 181,200Z';

/** The neck; its lower edge is the collar curve every suit meets. */
export const NECK = 'M224,250 L218,322 Q256,350 294,322 L288,250Z';

/** Where suits put their collar trim, just under the neck's lower edge. */
export const COLLAR = 'M204,326 Q256,362 308,326';

/** The torso and shoulders every suit fills. */
export const TORSO =
  'M28,512 L30,452 C34,398 76,368 140,352 L204,326 Q256,300 308,326 L372,352 C436,368 478,398 482,452 L484,512Z';

/** Eye centres. */
export const EYE_L = { x: 226, y: 212 } as const;
export const EYE_R = { x: 286, y: 212 } as const;
export const EYES = [EYE_L, EYE_R] as const;

/** The mouth centre. */
export const MOUTH = { x: 256, y: 268 } as const;
