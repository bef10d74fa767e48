/**
 * @generated SignedSource<<e3984d3521879e1008c7c017e8d8ca98>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type CarType = "DEMO" | "NEW" | "USED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type SimilarSearchLink_car$data = {
  readonly body: string | null | undefined;
  readonly carType: CarType;
  readonly make: string;
  readonly model: string;
  readonly similarPriceBand: {
    readonly max: number;
    readonly min: number;
  } | null | undefined;
  readonly " $fragmentType": "SimilarSearchLink_car";
};
export type SimilarSearchLink_car$key = {
  readonly " $data"?: SimilarSearchLink_car$data;
  readonly " $fragmentSpreads": FragmentRefs<"SimilarSearchLink_car">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SimilarSearchLink_car",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "make",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "model",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "carType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "body",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PriceBand",
      "kind": "LinkedField",
      "name": "similarPriceBand",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "min",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "max",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Car",
  "abstractKey": null
};

(node as any).hash = "54d1111457b75fb219318e15675c6392";

export default node;
