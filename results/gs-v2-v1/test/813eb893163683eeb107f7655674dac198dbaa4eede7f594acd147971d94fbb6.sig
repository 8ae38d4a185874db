{
  "algorithm": "ed25519",
  "content_sha256": "219d0a16ac42b8acae3b4efd81b6a35eea98f744c57b971bbc635c9509453d87",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "813eb893163683eeb107f7655674dac198dbaa4eede7f594acd147971d94fbb6",
  "schema": "gridshift.signature/1",
  "signature": "45cf0d4f81b5f2ecc6192b151d24a0f25ad2255d104f25198ceb81e892f1c3655c06dbf70adc5b40de36d3929cf3b798269d243a5dd44ffb15d317c2bc5cc306"
}
