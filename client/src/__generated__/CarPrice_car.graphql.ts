/**
 * @generated SignedSource<<02da734884cd0aa9c5f5d6ef6ca9cf8f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CarPrice_car$data = {
  readonly priceDisplay: {
    readonly amount: number | null | undefined;
    readonly cashPrice: {
      readonly priceType: string | null | undefined;
      readonly text: string;
      readonly wasAmount: number | null | undefined;
    } | null | undefined;
    readonly priceType: string | null | undefined;
    readonly text: string;
    readonly wasAmount: number | null | undefined;
  };
  readonly " $fragmentType": "CarPrice_car";
};
export type CarPrice_car$key = {
  readonly " $data"?: CarPrice_car$data;
  readonly " $fragmentSpreads": FragmentRefs<"CarPrice_car">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "wasAmount",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "priceType",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CarPrice_car",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PriceDisplay",
      "kind": "LinkedField",
      "name": "priceDisplay",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amount",
          "storageKey": null
        },
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "CashPrice",
          "kind": "LinkedField",
          "name": "cashPrice",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            (v2/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Car",
  "abstractKey": null
};
})();

(node as any).hash = "e9cd679a46cf8898ec6f2c9e74f69e39";

export default node;
