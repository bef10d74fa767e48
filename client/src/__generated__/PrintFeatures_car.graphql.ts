/**
 * @generated SignedSource<<67ea5a5e01369d233f973ea6b117d199>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PrintFeatures_car$data = {
  readonly features: ReadonlyArray<string>;
  readonly " $fragmentType": "PrintFeatures_car";
};
export type PrintFeatures_car$key = {
  readonly " $data"?: PrintFeatures_car$data;
  readonly " $fragmentSpreads": FragmentRefs<"PrintFeatures_car">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PrintFeatures_car",
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

(node as any).hash = "302d2b3e427e065c6ae33ef0f961b7bd";

export default node;
