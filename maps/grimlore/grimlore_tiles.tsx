<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="grimlore_tiles" tilewidth="64" tileheight="64" tilecount="13" columns="4">
 <image source="grimlore_tiles.png" width="256" height="256"/>
 <tile id="0">
  <properties>
   <property name="terrain" value="floor"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="terrain" value="rough"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="terrain" value="brush"/>
  </properties>
 </tile>
 <tile id="3">
  <properties>
   <property name="terrain" value="water"/>
  </properties>
 </tile>
 <tile id="4">
  <properties>
   <property name="terrain" value="wall"/>
  </properties>
 </tile>
 <tile id="5">
  <properties>
   <property name="terrain" value="pillar"/>
  </properties>
 </tile>
 <tile id="6">
  <properties>
   <property name="terrain" value="rubble"/>
  </properties>
 </tile>
 <tile id="7">
  <properties>
   <property name="terrain" value="shallows"/>
  </properties>
 </tile>
 <tile id="8">
  <properties>
   <property name="terrain" value="door"/>
  </properties>
 </tile>
 <tile id="9">
  <properties>
   <property name="terrain" value="fire"/>
  </properties>
 </tile>
 <tile id="10">
  <properties>
   <property name="terrain" value="chasm"/>
  </properties>
 </tile>
 <tile id="11">
  <properties>
   <property name="terrain" value="crate"/>
  </properties>
 </tile>
 <tile id="12">
  <properties>
   <property name="terrain" value="tree"/>
  </properties>
 </tile>
</tileset>
