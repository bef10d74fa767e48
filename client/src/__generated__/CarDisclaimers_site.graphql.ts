/**
 * @generated SignedSource<<16e32880ec89bd70042223426cb414a0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CarDisclaimers_site$data = {
  readonly name: string;
  readonly texts: {
    readonly financeDisclaimer: string;
  };
  readonly " $fragmentType": "CarDisclaimers_site";
};
export type CarDisclaimers_site$key = {
  readonly " $data"?: CarDisclaimers_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"CarDisclaimers_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CarDisclaimers_site",
  "selections": [
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
      "concreteType": "SiteTexts",
      "kind": "LinkedField",
      "name": "texts",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "financeDisclaimer",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "dbeb3c772d2fc0ad1e700e00c1b0be1b";

export default node;
