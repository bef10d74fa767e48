/**
 * @generated SignedSource<<6176958af9c7c35e0a546b624cdeb95f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LeadForm_settings$data = {
  readonly careersCategory: string;
  readonly categories: ReadonlyArray<string>;
  readonly checkOptions: ReadonlyArray<{
    readonly label: string;
    readonly name: string;
  }>;
  readonly checkOptionsAsRadio: boolean;
  readonly dealerships: ReadonlyArray<{
    readonly name: string;
    readonly slug: string;
  }>;
  readonly locations: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly openingHours: ReadonlyArray<{
      readonly close: string | null | undefined;
      readonly open: string | null | undefined;
      readonly status: string;
      readonly weekday: number;
    }>;
  }>;
  readonly messageOptional: boolean;
  readonly showLocationSelect: boolean;
  readonly showPreferredDealership: boolean;
  readonly termsRequired: boolean;
  readonly termsUrl: string | null | undefined;
  readonly today: string;
  readonly " $fragmentType": "LeadForm_settings";
};
export type LeadForm_settings$key = {
  readonly " $data"?: LeadForm_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"LeadForm_settings">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LeadForm_settings",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "messageOptional",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "showPreferredDealership",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LeadDealership",
      "kind": "LinkedField",
      "name": "dealerships",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "slug",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "showLocationSelect",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LeadLocation",
      "kind": "LinkedField",
      "name": "locations",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "LeadOpeningHours",
          "kind": "LinkedField",
          "name": "openingHours",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "weekday",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "status",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "open",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "close",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "termsRequired",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "termsUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "categories",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "careersCategory",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LeadCheckOption",
      "kind": "LinkedField",
      "name": "checkOptions",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "checkOptionsAsRadio",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "today",
      "storageKey": null
    }
  ],
  "type": "LeadFormSettings",
  "abstractKey": null
};
})();

(node as any).hash = "258bae5b906bf9b1ce0034657857857c";

export default node;
