{
  "algorithm": "ed25519",
  "content_sha256": "f9dc1708aec75c9ecb72da2d377d0042d56000f6385619bdfde73b803f776684",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0bdc1051bd42de0906fb74f64a6fd17091ddc6a8599fdf8fbf22d3902b3e2054",
  "schema": "gridshift.signature/1",
  "signature": "a46f07352ab6f0c986f71573c9812ba1b0e68e30f4bb5cd5551c0eca2cccf6334d2b7ff3b3aef7b32d18f30558a5fe0e1a3464364a4dacde22184a6cbebad604"
}
