/**
 * @generated SignedSource<<192f0c7d179b9d3ca2bc592d01680967>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PrintSheet_car$data = {
  readonly name: string;
  readonly path: string;
  readonly primaryImage: {
    readonly alt: string;
    readonly height: number;
    readonly url: string;
    readonly width: number;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"CarPrice_car" | "PrintDealerContact_car" | "PrintFeatures_car" | "PrintKeySpecs_car">;
  readonly " $fragmentType": "PrintSheet_car";
};
export type PrintSheet_car$key = {
  readonly " $data"?: PrintSheet_car$data;
  readonly " $fragmentSpreads": FragmentRefs<"PrintSheet_car">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PrintSheet_car",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "path",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CarImage",
      "kind": "LinkedField",
      "name": "primaryImage",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": [
            {
              "kind": "Literal",
              "name": "width",
              "value": 800
            }
          ],
          "kind": "ScalarField",
          "name": "url",
          "storageKey": "url(width:800)"
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "alt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "width",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "height",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CarPrice_car"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PrintKeySpecs_car"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PrintFeatures_car"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PrintDealerContact_car"
    }
  ],
  "type": "Car",
  "abstractKey": null
};

(node as any).hash = "00f3c5547ce59905c79041b16ab23b20";

export default node;
