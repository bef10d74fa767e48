/**
 * @generated SignedSource<<0b736bb3868eeeb0847cddaacce5a989>>
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Car",
  "abstractKey": null
};

(node as any).hash = "7a9e09788dee82255479ede28829c52b";

export default node;
