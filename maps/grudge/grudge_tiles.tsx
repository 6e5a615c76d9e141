<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="grudge_tiles" tilewidth="64" tileheight="64" tilecount="12" columns="4">
 <image source="../../assets/sheets/grudge_tiles.png" width="256" height="192"/>
 <tile id="0">
  <properties>
   <property name="ground" value="earth"/>
   <property name="terrain" value="earth"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="ground" value="earth_trampled"/>
   <property name="terrain" value="earth"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="ground" value="earth_tracks"/>
   <property name="terrain" value="earth"/>
  </properties>
 </tile>
 <tile id="3">
  <properties>
   <property name="ground" value="earth_stones"/>
   <property name="terrain" value="earth"/>
  </properties>
 </tile>
 <tile id="4">
  <properties>
   <property name="ground" value="grass_tufts"/>
   <property name="terrain" value="grass"/>
  </properties>
 </tile>
 <tile id="5">
  <properties>
   <property name="ground" value="grass_sparse"/>
   <property name="terrain" value="grass"/>
  </properties>
 </tile>
 <tile id="6">
  <properties>
   <property name="ground" value="grass_thick"/>
   <property name="terrain" value="grass"/>
  </properties>
 </tile>
 <tile id="7">
  <properties>
   <property name="ground" value="mud"/>
   <property name="terrain" value="mud"/>
  </properties>
 </tile>
 <tile id="8">
  <properties>
   <property name="ground" value="mud_puddle"/>
   <property name="terrain" value="mud"/>
  </properties>
 </tile>
 <tile id="9">
  <properties>
   <property name="ground" value="edge_earth"/>
   <property name="terrain" value="edge"/>
  </properties>
 </tile>
 <tile id="10">
  <properties>
   <property name="ground" value="edge_roots"/>
   <property name="terrain" value="edge"/>
  </properties>
 </tile>
 <tile id="11">
  <properties>
   <property name="ground" value="ash"/>
   <property name="terrain" value="earth"/>
  </properties>
 </tile>
</tileset>
