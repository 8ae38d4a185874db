{
  "algorithm": "ed25519",
  "content_sha256": "c5e1b54b92c9220137ba9b7b59b32314cf126fc17bc1a179b8d211c08dbc8c40",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "66b137c92b1216bae7519f164a99a5f5948abe0efe8ea0eb74eff4b14cc77368",
  "schema": "gridshift.signature/1",
  "signature": "855f9e948050e57101e539a7753a48ec80fe7d79f2b792dbc1f0f1919212419fa13fa9789a233131cfeb302bd632dc2ca07850a34dd1955dccf2f5e4db87000d"
}
