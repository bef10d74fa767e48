/**
 * @generated SignedSource<<d00c266402b4ba1ff1cb7f2fa96804b0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MarketPriceBadge_car$data = {
  readonly marketPriceBadge: {
    readonly averageMarketPrice: number;
    readonly belowAverageBy: number;
    readonly label: string;
  } | null | undefined;
  readonly " $fragmentType": "MarketPriceBadge_car";
};
export type MarketPriceBadge_car$key = {
  readonly " $data"?: MarketPriceBadge_car$data;
  readonly " $fragmentSpreads": FragmentRefs<"MarketPriceBadge_car">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MarketPriceBadge_car",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "MarketPriceBadge",
      "kind": "LinkedField",
      "name": "marketPriceBadge",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "averageMarketPrice",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "belowAverageBy",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Car",
  "abstractKey": null
};

(node as any).hash = "9994ceeb4449bed88df9d514b071da1f";

export default node;
