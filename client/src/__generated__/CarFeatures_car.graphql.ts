/**
 * @generated SignedSource<<5a617d26e35124b92786a731739d42ee>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
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
