{
  "algorithm": "ed25519",
  "content_sha256": "a2ff1b3bfccc5e89361529834a19cdc2cbac894b87a9eca2e5831926efe31f7d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c5eef520acb4d61ddbba11e18214636da303c25419a31e3963d062bd50e6aa0f",
  "schema": "gridshift.signature/1",
  "signature": "ca027e0f1ec4ccd10c636bfe5c7150a50f9ebf7a910800bdebb51a855c104f4109e40b4221d4f443d315af22daafb75c935415757543d2f78189e6d79fd0db0a"
}
