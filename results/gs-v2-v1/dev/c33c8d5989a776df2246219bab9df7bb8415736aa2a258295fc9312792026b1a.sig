{
  "algorithm": "ed25519",
  "content_sha256": "024835d8608265ee9956894f427421587f7fcc3f8fec59590850ab965d0d1a1e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c33c8d5989a776df2246219bab9df7bb8415736aa2a258295fc9312792026b1a",
  "schema": "gridshift.signature/1",
  "signature": "aea4c2196dd1e3a3d4d9a9d2cd9478624c0de304f6dab0f181c5ca948e22eb9ff6f874b6074119250f40dfc58a8043cb7ebcca0f592dc5bcaf3efbea4624fd05"
}
