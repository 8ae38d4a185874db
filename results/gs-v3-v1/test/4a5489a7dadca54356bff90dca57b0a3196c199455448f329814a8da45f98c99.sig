{
  "algorithm": "ed25519",
  "content_sha256": "662a4ba4a5a20e8b4d1823085777a19ae326ad4cbf552aa27035a697f78ba1c7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4a5489a7dadca54356bff90dca57b0a3196c199455448f329814a8da45f98c99",
  "schema": "gridshift.signature/1",
  "signature": "bb78bcd9d318b56acdeda1e23479cff0c4403954d4b65ddd3db6be795350275bc1a6caa4a14319013b8dbf65745531ee657adf782d48b96cfa9392cfdc478808"
}
