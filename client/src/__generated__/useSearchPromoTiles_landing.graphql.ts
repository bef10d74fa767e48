/**
 * @generated SignedSource<<d32c9661610fc7809977ef601021cb3d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type useSearchPromoTiles_landing$data = {
  readonly promoTiles: ReadonlyArray<{
    readonly internalID: string;
    readonly " $fragmentSpreads": FragmentRefs<"PromoTile_promotion" | "usePromotionSchedule_promotions">;
  }>;
  readonly " $fragmentType": "useSearchPromoTiles_landing";
};
export type useSearchPromoTiles_landing$key = {
  readonly " $data"?: useSearchPromoTiles_landing$data;
  readonly " $fragmentSpreads": FragmentRefs<"useSearchPromoTiles_landing">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "filters"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "useSearchPromoTiles_landing",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "filters",
          "variableName": "filters"
        },
        {
          "kind": "Literal",
          "name": "includeUpcoming",
          "value": true
        }
      ],
      "concreteType": "Promotion",
      "kind": "LinkedField",
      "name": "promoTiles",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "internalID",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "usePromotionSchedule_promotions"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PromoTile_promotion"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SearchLanding",
  "abstractKey": null
};

(node as any).hash = "f54e610017f796aee310ad7e0a0f8417";

export default node;
