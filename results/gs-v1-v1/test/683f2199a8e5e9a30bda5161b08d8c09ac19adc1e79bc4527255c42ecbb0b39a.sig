{
  "algorithm": "ed25519",
  "content_sha256": "362f23e971c8fc5d55289b3ebaf29dafb6e5ca3a91a94fc59f46933036d99718",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "683f2199a8e5e9a30bda5161b08d8c09ac19adc1e79bc4527255c42ecbb0b39a",
  "schema": "gridshift.signature/1",
  "signature": "ea3c2560f3ce3aa350e06cc5d30b06e682c349f8b08783c0a4ec9318b65e9ed08866863c6272a65af25813729a38a87cf29648412c1942e5ff3f4bd2e6b55801"
}
