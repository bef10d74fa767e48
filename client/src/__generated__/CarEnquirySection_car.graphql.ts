/**
 * @generated SignedSource<<0758c41ca61d368e11e46faad347ff0c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CarEnquirySection_car$data = {
  readonly internalId: string;
  readonly location: {
    readonly dealershipSlug: string;
    readonly internalId: string;
  };
  readonly name: string;
  readonly path: string;
  readonly " $fragmentType": "CarEnquirySection_car";
};
export type CarEnquirySection_car$key = {
  readonly " $data"?: CarEnquirySection_car$data;
  readonly " $fragmentSpreads": FragmentRefs<"CarEnquirySection_car">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "internalId",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CarEnquirySection_car",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "path",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Location",
      "kind": "LinkedField",
      "name": "location",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dealershipSlug",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Car",
  "abstractKey": null
};
})();

(node as any).hash = "f3258372a44c7359696ca9a35d379ff6";

export default node;
