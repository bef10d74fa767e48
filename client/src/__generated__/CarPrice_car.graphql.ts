/**
 * @generated SignedSource<<854a90bbadd7a0edbb7d5af0b8b54c4e>>
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
    readonly cashPriceType: string | null | undefined;
    readonly cashText: string | null | undefined;
    readonly cashWasAmount: number | null | undefined;
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

const node: ReaderFragment = {
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "text",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "wasAmount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "priceType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cashText",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cashWasAmount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cashPriceType",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Car",
  "abstractKey": null
};

(node as any).hash = "4aa5fe523eba019547e3e73da93c8f02";

export default node;
