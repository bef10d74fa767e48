/**
 * @generated SignedSource<<a733087d56a4e28252f2e5b337364cff>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CarFeatures_car$data = {
  readonly features: ReadonlyArray<string>;
  readonly " $fragmentType": "CarFeatures_car";
};
export type CarFeatures_car$key = {
  readonly " $data"?: CarFeatures_car$data;
  readonly " $fragmentSpreads": FragmentRefs<"CarFeatures_car">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CarFeatures_car",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "features",
      "storageKey": null
    }
  ],
  "type": "Car",
  "abstractKey": null
};

(node as any).hash = "d36bfb3f1840beab154d1971ffae821b";

export default node;
