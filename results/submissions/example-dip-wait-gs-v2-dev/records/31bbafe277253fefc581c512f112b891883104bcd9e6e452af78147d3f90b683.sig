{
  "algorithm": "ed25519",
  "content_sha256": "0442f607bc00774d4b2cf446098eb4e93547a72fd4ceac6ff79bace607b0e8ee",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "31bbafe277253fefc581c512f112b891883104bcd9e6e452af78147d3f90b683",
  "schema": "gridshift.signature/1",
  "signature": "7d56ad2c284a9be9059bf7d87276817f30767bbe238359d1a3939d9868a52cb17bc423f239da20cc0db2e2612b5b91731ac8fad4482a157b8824096b0e37f707"
}
