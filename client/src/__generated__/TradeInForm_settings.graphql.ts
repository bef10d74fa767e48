/**
 * @generated SignedSource<<eb4df84b268f37d362fcb82824dd68bd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TradeInForm_settings$data = {
  readonly " $fragmentSpreads": FragmentRefs<"LeadForm_settings">;
  readonly " $fragmentType": "TradeInForm_settings";
};
export type TradeInForm_settings$key = {
  readonly " $data"?: TradeInForm_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"TradeInForm_settings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TradeInForm_settings",
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

(node as any).hash = "72772c3702c7a3f3f265ad6822f360b8";

export default node;
