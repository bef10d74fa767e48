/**
 * @generated SignedSource<<098e34c35b0458a722d0cf2082cf4d7b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CarCalculators_car$data = {
  readonly " $fragmentSpreads": FragmentRefs<"FuelCalculator_car">;
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
    }
  ],
  "type": "Car",
  "abstractKey": null
};

(node as any).hash = "68bc70006e179822db9a4ab69ce21065";

export default node;
