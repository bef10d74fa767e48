/**
 * @generated SignedSource<<4440506028a0b9cf342e181ecaca16da>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type PriceGaugeDeal = "GOOD_DEAL" | "GREAT_DEAL" | "%future added value";
export type PriceGaugeFillLevel = "HIGH" | "LOW" | "MEDIUM" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type PriceGauge_car$data = {
  readonly priceGauge: {
    readonly confidenceText: string;
    readonly dealLabel: PriceGaugeDeal;
    readonly dealText: string;
    readonly description: string;
    readonly fill: number;
    readonly fillLevel: PriceGaugeFillLevel;
    readonly listingPrice: number;
    readonly marketRangeMax: number;
    readonly marketRangeMin: number;
  } | null | undefined;
  readonly " $fragmentType": "PriceGauge_car";
};
export type PriceGauge_car$key = {
  readonly " $data"?: PriceGauge_car$data;
  readonly " $fragmentSpreads": FragmentRefs<"PriceGauge_car">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PriceGauge_car",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PriceGauge",
      "kind": "LinkedField",
      "name": "priceGauge",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fill",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "listingPrice",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "marketRangeMin",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "marketRangeMax",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "description",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dealLabel",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dealText",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fillLevel",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "confidenceText",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Car",
  "abstractKey": null
};

(node as any).hash = "2db7646a275b6c1cf1151bef87f797fb";

export default node;
