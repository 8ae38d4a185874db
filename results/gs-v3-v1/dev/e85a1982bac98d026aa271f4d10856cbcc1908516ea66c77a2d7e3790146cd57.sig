{
  "algorithm": "ed25519",
  "content_sha256": "8c5513c8d52accd454aabed955b3433e7d2dcbd91a972b968ef059f90395bb63",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e85a1982bac98d026aa271f4d10856cbcc1908516ea66c77a2d7e3790146cd57",
  "schema": "gridshift.signature/1",
  "signature": "9be1c020df4f30aacb19d534a28d2001029b5163e700c278be04883d22b8d9ab78a30e745341a78adc7bdfc82374a2eddb4f069aa15a08a8cba50163ed1fd005"
}
