{
  "algorithm": "ed25519",
  "content_sha256": "75e8fc5a9a27afe808da31de3b92b28447bb938b72d6cef2cfb153ec69a87ef3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a886230c538a84d23a1123b60bf798970035388203ad4f79871941cf801662e8",
  "schema": "gridshift.signature/1",
  "signature": "6155b2d8cbabd8455cd929b9bb0e602c5d7f824ce110fbb45cd3edcca40fd28a39c0f4f3b561185cf5b4394415b375b031e44fa5601e974738957de3e5787001"
}
