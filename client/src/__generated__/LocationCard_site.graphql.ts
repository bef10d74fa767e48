/**
 * @generated SignedSource<<b70df76106b1946029e2800ba3fdadf1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type PhoneReveal = "IMMEDIATE" | "MASKED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type LocationCard_site$data = {
  readonly contact: {
    readonly phoneReveal: PhoneReveal;
  };
  readonly locationDisplay: {
    readonly bookServiceUrl: string | null | undefined;
    readonly directionsInNewTab: boolean;
  };
  readonly " $fragmentType": "LocationCard_site";
};
export type LocationCard_site$key = {
  readonly " $data"?: LocationCard_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"LocationCard_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LocationCard_site",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SiteContact",
      "kind": "LinkedField",
      "name": "contact",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "phoneReveal",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LocationDisplay",
      "kind": "LinkedField",
      "name": "locationDisplay",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "directionsInNewTab",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "bookServiceUrl",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "9396b75c62f54b92576adad729d0314b";

export default node;
