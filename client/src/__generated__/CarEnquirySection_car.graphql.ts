/**
 * @generated SignedSource<<b493d052a56f1cdf5c753dafe70e8aaa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
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
