/**
 * @generated SignedSource<<6c094f79166706a6df58e165b86f151e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type CalloutIcon = "EXPERIENCE" | "FINANCE" | "PRICE" | "QUALITY" | "SUPPORT" | "WARRANTY" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type CalloutBox_callouts$data = {
  readonly items: ReadonlyArray<{
    readonly icon: CalloutIcon;
    readonly text: string | null | undefined;
    readonly title: string;
  }>;
  readonly title: string;
  readonly " $fragmentType": "CalloutBox_callouts";
};
export type CalloutBox_callouts$key = {
  readonly " $data"?: CalloutBox_callouts$data;
  readonly " $fragmentSpreads": FragmentRefs<"CalloutBox_callouts">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CalloutBox_callouts",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "HomeCallout",
      "kind": "LinkedField",
      "name": "items",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "text",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "icon",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "HomeCallouts",
  "abstractKey": null
};
})();

(node as any).hash = "49d843a57f8e9c0c392bdc03d0344e26";

export default node;
