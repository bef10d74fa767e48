/**
 * @generated SignedSource<<306e250cc3441db408ee0e196bf72d51>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type PhoneReveal = "IMMEDIATE" | "MASKED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type CallDealerButton_site$data = {
  readonly contact: {
    readonly phoneReveal: PhoneReveal;
  };
  readonly labels: {
    readonly callButton: string;
  };
  readonly " $fragmentType": "CallDealerButton_site";
};
export type CallDealerButton_site$key = {
  readonly " $data"?: CallDealerButton_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"CallDealerButton_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CallDealerButton_site",
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
      "concreteType": "SiteLabels",
      "kind": "LinkedField",
      "name": "labels",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "callButton",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "f9365a5fa90e62692c31ee9f9cca39be";

export default node;
