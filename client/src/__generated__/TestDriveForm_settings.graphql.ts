/**
 * @generated SignedSource<<875a3a3806762bc1b9a5c76ec9189827>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
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
