/**
 * @generated SignedSource<<27bd75cb426a6e4645ad1bd1daef36d5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CarCalculators_car$data = {
  readonly " $fragmentSpreads": FragmentRefs<"DeliveryCalculator_car" | "FuelCalculator_car">;
  readonly " $fragmentType": "CarCalculators_car";
};
export type CarCalculators_car$key = {
  readonly " $data"?: CarCalculators_car$data;
  readonly " $fragmentSpreads": FragmentRefs<"CarCalculators_car">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CarCalculators_car",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "FuelCalculator_car"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DeliveryCalculator_car"
    }
  ],
  "type": "Car",
  "abstractKey": null
};

(node as any).hash = "9a40cce1a1041b01e8143cf3b482c808";

export default node;
