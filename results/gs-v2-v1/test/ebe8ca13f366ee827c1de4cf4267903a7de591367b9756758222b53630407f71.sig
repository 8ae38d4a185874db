{
  "algorithm": "ed25519",
  "content_sha256": "6d0140113be24ee132478e5fa8de81934dc67bee22f29f044aee01fda3c8a61f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ebe8ca13f366ee827c1de4cf4267903a7de591367b9756758222b53630407f71",
  "schema": "gridshift.signature/1",
  "signature": "4b670e94b6422ba5c222206202ccf88ef4ed4c4a793148ed630a5936d299107f0f2c787767b478618c70de12cabd882dac8ebbbae9489881339b90e175b0bd0e"
}
