{
  "algorithm": "ed25519",
  "content_sha256": "8c328d8bf51aaacd400891d08c9bee9dbcc1a2ff3f074a715d4a8e74df998c10",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "b1ee7e3a1d159a162ee4ddbeec22a443d878f266a0c5de52914114210b8acf5c",
  "schema": "gridshift.signature/1",
  "signature": "f66f0f782f2d8c4d1f75d326638c774cdc6e71c5d04fc1bd5936a68e93ccb741d0d84ff8388aaabcbab7ed754050604df0ab389c1bbf797aa14ba7574eaebc0d"
}
