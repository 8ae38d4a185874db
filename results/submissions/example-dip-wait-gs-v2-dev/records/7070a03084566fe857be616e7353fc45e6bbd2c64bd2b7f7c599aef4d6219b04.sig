{
  "algorithm": "ed25519",
  "content_sha256": "112cfeac6c59178c31eec3ee5a8fa44bd5ae09294a4c67050900c12783d57fad",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "7070a03084566fe857be616e7353fc45e6bbd2c64bd2b7f7c599aef4d6219b04",
  "schema": "gridshift.signature/1",
  "signature": "f33ac7e01df86374f5e616a70b3f7a7a7ecc0ea701da868bde02a6f1bd838240026a95318d06af27611a780838ac08c28683fee4a13bf6d1d18639147e40840b"
}
