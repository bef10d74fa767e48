/**
 * @generated SignedSource<<867702b725c381ee0171d2bbe6a76df2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type useSearchPromoTiles_site$data = {
  readonly promotionSettings: {
    readonly searchTileEvery: number;
    readonly searchTiles: number;
  };
  readonly " $fragmentSpreads": FragmentRefs<"usePromotionSchedule_site">;
  readonly " $fragmentType": "useSearchPromoTiles_site";
};
export type useSearchPromoTiles_site$key = {
  readonly " $data"?: useSearchPromoTiles_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"useSearchPromoTiles_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useSearchPromoTiles_site",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "usePromotionSchedule_site"
    },
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
          "name": "searchTiles",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "searchTileEvery",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "73d7db82996736731865185a42731019";

export default node;
