import { TextStyle, type Container, type Graphics, type Texture } from 'pixi.js';
import type { Ref } from 'react';
import type { Reward } from '../../api/types.ts';
import { drawCurrency } from './currency-art.ts';
import { rewardCaption, rewardColor, rewardRarity } from './reward-art.ts';

const CAPTION = new TextStyle({
  fontFamily: 'system-ui, "DejaVu Sans", sans-serif',
  fontSize: 13,
  fontWeight: 'bold',
  fill: '#ffffff',
  align: 'center',
  wordWrap: true,
  wordWrapWidth: 96,
  stroke: { color: '#101418', width: 3, join: 'round' },
});

/** The rarity's mark above the card, so it is never told by colour alone: one gem, two, a crown. */
function drawMark(g: Graphics, rarity: number, color: number): void {
  g.clear();
  const gem = (x: number) =>
    g
      .poly([x, -58, x + 7, -51, x, -44, x - 7, -51])
      .fill(color)
      .stroke({ color: 0x1b1f2a, width: 2 });
  if (rarity === 1) gem(0);
  if (rarity === 2) {
    gem(-9);
    gem(9);
  }
  if (rarity === 3)
    g.poly([-16, -44, -16, -58, -8, -50, 0, -62, 8, -50, 16, -58, 16, -44])
      .fill(0xf6c343)
      .stroke({ color: 0x1b1f2a, width: 2 });
}

/** One revealed reward: a tile bordered and glowing in its rarity colour, picture and caption. */
export function RewardCard({
  reward,
  texture,
  ref,
}: {
  reward: Reward;
  texture: Texture | undefined;
  ref?: Ref<Container>;
}) {
  const color = rewardColor(reward);
  const rarity = rewardRarity(reward) ?? 0;
  return (
    <pixiContainer ref={ref} alpha={0}>
      <pixiGraphics
        draw={(g) =>
          g
            .clear()
            .circle(0, 0, 62)
            .fill({ color, alpha: 0.25 + rarity * 0.08 })
            .roundRect(-44, -44, 88, 88, 12)
            .fill(0x1b2129)
            .stroke({ color, width: 4 + rarity })
        }
      />
      {texture ? (
        <pixiSprite texture={texture} anchor={0.5} width={76} height={76} />
      ) : (
        <pixiGraphics draw={(g) => drawCurrency(g, reward.kind, 30)} />
      )}
      {rarity > 0 ? <pixiGraphics draw={(g) => drawMark(g, rarity, color)} /> : null}
      <pixiText text={rewardCaption(reward)} anchor={{ x: 0.5, y: 0 }} y={50} style={CAPTION} />
    </pixiContainer>
  );
}
