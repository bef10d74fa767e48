/**
 * @generated SignedSource<<4ae12c2ce89b2a47681fedbb2946c0e2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PromoSlider_site$data = {
  readonly promotionSettings: {
    readonly sliderHeight: number;
    readonly sliderWidth: number;
  };
  readonly " $fragmentType": "PromoSlider_site";
};
export type PromoSlider_site$key = {
  readonly " $data"?: PromoSlider_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"PromoSlider_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PromoSlider_site",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PromotionSettings",
      "kind": "LinkedField",
      "name": "promotionSettings",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sliderWidth",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sliderHeight",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "b1f15d4b12af70f1b704fb7e6366d21f";

export default node;
