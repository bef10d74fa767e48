/**
 * @generated SignedSource<<1b13b50915187dc4654c77d58dc0b546>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PriceRangeSlider_site$data = {
  readonly search: {
    readonly priceSlider: {
      readonly max: number;
      readonly min: number;
      readonly step: number;
    };
  };
  readonly " $fragmentType": "PriceRangeSlider_site";
};
export type PriceRangeSlider_site$key = {
  readonly " $data"?: PriceRangeSlider_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"PriceRangeSlider_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PriceRangeSlider_site",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SearchSettings",
      "kind": "LinkedField",
      "name": "search",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "PriceSliderSettings",
          "kind": "LinkedField",
          "name": "priceSlider",
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
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "step",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "f94e352e967f5456229486613d615690";

export default node;
