/**
 * @generated SignedSource<<3c57d362afc524eaabab92b299ffbbea>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type HomePromoSlider_site$data = {
  readonly promotions: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"PromoSlider_promotions" | "usePromotionSchedule_promotions">;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"PromoSlider_site" | "usePromotionSchedule_site">;
  readonly " $fragmentType": "HomePromoSlider_site";
};
export type HomePromoSlider_site$key = {
  readonly " $data"?: HomePromoSlider_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomePromoSlider_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomePromoSlider_site",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "usePromotionSchedule_site"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PromoSlider_site"
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "includeUpcoming",
          "value": true
        },
        {
          "kind": "Literal",
          "name": "placement",
          "value": "HOME_SLIDER"
        }
      ],
      "concreteType": "Promotion",
      "kind": "LinkedField",
      "name": "promotions",
      "plural": true,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "usePromotionSchedule_promotions"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PromoSlider_promotions"
        }
      ],
      "storageKey": "promotions(includeUpcoming:true,placement:\"HOME_SLIDER\")"
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "a8a1b011816358a6aa592f5fb9df25c3";

export default node;
