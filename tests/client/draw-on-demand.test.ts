/**
 * The scenes draw only when Pixi's render groups list a change (draw-on-demand.ts). These tests
 * hold Pixi to that: each kind of change a scene makes must show in the lists, and a draw must
 * leave them empty. A Pixi upgrade that moved the bookkeeping would fail here, not in a frozen
 * canvas.
 */
import { Container, Sprite, Texture, type RenderGroup } from 'pixi.js';
import { describe, expect, it } from 'vitest';
import { hideTransparent, sceneChanged } from '../../src/client/scenes/shared/draw-on-demand.ts';

/**
 * What a draw leaves behind, without a GPU (no render pipes to hand the changes to): the lists of
 * changes emptied and every container marked as drawn, as RenderGroupSystem,
 * updateRenderGroupTransforms and ViewContainer leave them.
 */
function drawn(group: RenderGroup): void {
  group.structureDidChange = false;
  group.childrenRenderablesToUpdate.index = 0;
  for (const depth in group.childrenToUpdate) group.childrenToUpdate[depth]!.index = 0;
  markDrawn(group.root);
  group.renderGroupChildren.forEach(drawn);
}

function markDrawn(c: Container): void {
  c.didChange = false;
  c.didViewUpdate = false;
  c.children.forEach(markDrawn);
}

/** A stage with a sprite and a nested render group holding another, as just drawn. */
function stillStage() {
  const stage = new Container({ isRenderGroup: true });
  const sprite = new Sprite(Texture.WHITE);
  const layer = new Container({ isRenderGroup: true });
  const inner = new Sprite(Texture.WHITE);
  layer.addChild(inner);
  stage.addChild(sprite, layer);
  drawn(stage.renderGroup!);
  return { stage, sprite, layer, inner };
}

describe('sceneChanged', () => {
  it('draws a stage that was never drawn', () => {
    expect(sceneChanged(new Container())).toBe(true);
    expect(sceneChanged(new Container({ isRenderGroup: true }))).toBe(true);
  });

  it('leaves a stage alone once drawn, while nothing changes', () => {
    const { stage } = stillStage();
    expect(sceneChanged(stage)).toBe(false);
  });

  it('draws after a container moves, scales or fades', () => {
    for (const change of [
      (s: Sprite) => void (s.x = 12),
      (s: Sprite) => s.scale.set(1.12),
      (s: Sprite) => void (s.alpha = 0.5),
    ]) {
      const { stage, sprite } = stillStage();
      change(sprite);
      expect(sceneChanged(stage)).toBe(true);
    }
  });

  it('does not draw for a move to where a container already is', () => {
    const { stage, sprite } = stillStage();
    sprite.position.set(sprite.x, sprite.y);
    sprite.scale.set(1);
    expect(sceneChanged(stage)).toBe(false);
  });

  it('draws after a sprite gets another texture', () => {
    const { stage, sprite } = stillStage();
    sprite.texture = Texture.EMPTY;
    expect(sceneChanged(stage)).toBe(true);
  });

  it('draws after a child is added or removed', () => {
    const added = stillStage();
    added.stage.addChild(new Sprite(Texture.WHITE));
    expect(sceneChanged(added.stage)).toBe(true);
    const removed = stillStage();
    removed.stage.removeChild(removed.sprite);
    expect(sceneChanged(removed.stage)).toBe(true);
  });

  it('draws after a change inside a nested render group', () => {
    const { stage, inner } = stillStage();
    inner.y = 40;
    expect(sceneChanged(stage)).toBe(true);
  });

  it('leaves the stage alone again once the change is drawn', () => {
    const { stage, sprite } = stillStage();
    sprite.x = 12;
    drawn(stage.renderGroup!);
    expect(sceneChanged(stage)).toBe(false);
  });
});

describe('hideTransparent', () => {
  it('hides what is fully transparent before a draw, and shows it again once it is not', () => {
    const stage = new Container();
    const flash = new Sprite(Texture.WHITE);
    const verdict = new Container();
    const word = new Sprite(Texture.WHITE);
    verdict.addChild(word);
    stage.addChild(flash, verdict);
    flash.alpha = 0;
    verdict.alpha = 0;
    hideTransparent(stage);
    expect(flash.visible).toBe(false);
    expect(verdict.visible).toBe(false);
    // A child of a hidden container is not touched.
    expect(word.visible).toBe(true);
    verdict.alpha = 0.4;
    hideTransparent(stage);
    expect(verdict.visible).toBe(true);
    expect(flash.visible).toBe(false);
  });

  it('leaves alone what the scene hid itself, and what is faint but not transparent', () => {
    const stage = new Container();
    const rays = new Sprite(Texture.WHITE);
    const mist = new Sprite(Texture.WHITE);
    stage.addChild(rays, mist);
    rays.visible = false;
    mist.alpha = 0.05;
    hideTransparent(stage);
    expect(rays.visible).toBe(false);
    expect(mist.visible).toBe(true);
  });
});
