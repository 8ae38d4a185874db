{
  "algorithm": "ed25519",
  "content_sha256": "35a20a2df8ad47c946149f45f36755b5b14a482e97e8cebebb9e8be68e2202de",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "e5df61ef14cd3c2bb0e1f57ff81c4691e67ff6030ad01080297d349cecd0f325",
  "schema": "gridshift.signature/1",
  "signature": "b9a379f6a4ab5226dcdad0faf8a68929ec02b6af3a32ea3ac25b24eeaed91843a305ab13ece27ca5f02b7641bbbbe74a3f6e065b57505c28482cb5ba887bbb0f"
}
