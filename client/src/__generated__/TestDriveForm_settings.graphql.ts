/**
 * @generated SignedSource<<2b667ffa2a5a3153c45296a2a9f60ae3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TestDriveForm_settings$data = {
  readonly " $fragmentSpreads": FragmentRefs<"LeadForm_settings">;
  readonly " $fragmentType": "TestDriveForm_settings";
};
export type TestDriveForm_settings$key = {
  readonly " $data"?: TestDriveForm_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"TestDriveForm_settings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TestDriveForm_settings",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LeadForm_settings"
    }
  ],
  "type": "LeadFormSettings",
  "abstractKey": null
};

(node as any).hash = "5004c6caaa14314fdec64de0d89a7102";

export default node;
