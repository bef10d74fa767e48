/**
 * @generated SignedSource<<77fdac9cca1d1c0c9368a646bdc0010a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
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
